/** The driver app's query keys, in one place so that pushes can refresh what they change. */
export const openRequestsKey = ['drive', 'requests'] as const;
export const earningsKey = ['drive', 'earnings'] as const;
export const historyKey = ['drive', 'history'] as const;
