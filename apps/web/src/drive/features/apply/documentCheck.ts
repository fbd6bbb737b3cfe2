import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentKind,
} from '@fairfare/contracts/driver-applications';

/**
 * What the app says before sending a chosen file (the service checks its bytes again): null when
 * it may go, else the message key of what is wrong with it.
 */
export function documentProblem(
  kind: DocumentKind,
  file: { type: string; size: number },
): 'apply.documentType' | 'apply.documentTooLarge' | null {
  if (!DOCUMENT_TYPES[kind].includes(file.type)) return 'apply.documentType';
  if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) return 'apply.documentTooLarge';
  return null;
}

/** The file picker's `accept`: the types a document of the kind may be. */
export function acceptOf(kind: DocumentKind): string {
  return DOCUMENT_TYPES[kind].join(',');
}
