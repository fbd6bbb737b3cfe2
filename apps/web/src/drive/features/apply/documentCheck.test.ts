import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@fairfare/contracts/driver-applications';
import { acceptOf, documentProblem } from './documentCheck';

describe('a chosen document, before it is sent', () => {
  it('takes a licence as an image or a PDF, a photo only as an image', () => {
    expect(documentProblem('licence', { type: 'application/pdf', size: 1000 })).toBeNull();
    expect(documentProblem('photo', { type: 'image/png', size: 1000 })).toBeNull();
    expect(documentProblem('photo', { type: 'application/pdf', size: 1000 })).toBe(
      'apply.documentType',
    );
    expect(documentProblem('insurance', { type: 'image/gif', size: 1000 })).toBe(
      'apply.documentType',
    );
    expect(acceptOf('photo')).toBe('image/jpeg,image/png');
  });

  it('refuses an empty file and one over 5 MB', () => {
    expect(documentProblem('licence', { type: 'application/pdf', size: 0 })).toBe(
      'apply.documentTooLarge',
    );
    expect(
      documentProblem('licence', { type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 }),
    ).toBe('apply.documentTooLarge');
    expect(
      documentProblem('licence', { type: 'application/pdf', size: DOCUMENT_MAX_BYTES }),
    ).toBeNull();
  });
});
