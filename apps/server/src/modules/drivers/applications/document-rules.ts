import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentKind,
} from '@fairfare/contracts/driver-applications';

/** The first bytes of each type a document may be. */
const SIGNATURES: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};

/** The type the bytes are, by their signature (null when none of those accepted). */
export function sniffType(bytes: Uint8Array): string | null {
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

export type DocumentCheck =
  | { ok: true; contentType: string }
  | { ok: false; error: 'apply.documentTooLarge' | 'apply.documentType' };

/**
 * Whether an upload may be kept as a document of `kind`: not empty, at most DOCUMENT_MAX_BYTES,
 * and its bytes are a type the kind accepts — the same type the client declared (a PDF sent as
 * image/png is refused: what the browser said and what the file is must agree).
 */
export function checkDocument(
  kind: DocumentKind,
  declaredType: string,
  bytes: Uint8Array,
): DocumentCheck {
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, error: 'apply.documentTooLarge' };
  const sniffed = sniffType(bytes);
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (!sniffed || sniffed !== declared || !DOCUMENT_TYPES[kind].includes(sniffed))
    return { ok: false, error: 'apply.documentType' };
  return { ok: true, contentType: sniffed };
}
