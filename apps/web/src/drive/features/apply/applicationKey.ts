/** The query key of the applicant's own application (ApplyPage reads it; each step writes it). */
export const myApplicationKey = ['drive', 'apply', 'mine'] as const;
