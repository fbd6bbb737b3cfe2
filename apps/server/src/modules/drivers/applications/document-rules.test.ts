import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@fairfare/contracts/driver-applications';
import { checkDocument, sniffType } from './document-rules.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const EXE = new TextEncoder().encode('MZ\x90\x00');

describe('document rules', () => {
  it('knows JPEG, PNG and PDF by their first bytes, nothing else', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(EXE)).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('accepts a licence as an image or a PDF, a photo only as an image', () => {
    expect(checkDocument('licence', 'application/pdf', PDF)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkDocument('insurance', 'image/jpeg', JPEG)).toMatchObject({ ok: true });
    expect(checkDocument('photo', 'image/png; charset=binary', PNG)).toMatchObject({ ok: true });
    expect(checkDocument('photo', 'application/pdf', PDF)).toEqual({
      ok: false,
      error: 'apply.documentType',
    });
  });

  it('refuses a file whose bytes are not the declared type', () => {
    expect(checkDocument('licence', 'image/png', PDF)).toMatchObject({ ok: false });
    expect(checkDocument('licence', 'application/pdf', EXE)).toMatchObject({ ok: false });
    expect(checkDocument('licence', 'application/octet-stream', PDF)).toMatchObject({ ok: false });
  });

  it('refuses a file over the size limit', () => {
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    expect(checkDocument('licence', 'application/pdf', big)).toEqual({
      ok: false,
      error: 'apply.documentTooLarge',
    });
    expect(
      checkDocument('licence', 'application/pdf', big.subarray(0, DOCUMENT_MAX_BYTES)),
    ).toMatchObject({ ok: true });
  });
});
