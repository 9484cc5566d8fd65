/** When a note the site writes on an item in the CMS was written: '2027-01-19 16:00 UTC'. */
export const noteStamp = (now: Date): string => `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
