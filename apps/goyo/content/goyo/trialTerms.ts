/** The free trial of 御用達 and 御用達DX (/goyo/trial): every feature, for this many months. */
export const goyoTrial = { months: 2 } as const;
