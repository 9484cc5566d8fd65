/**
 * A certificate added to a LinkedIn profile in one click: LinkedIn's add-to-profile address
 * with the certification form filled in (`startTask=CERTIFICATION_NAME`): the certificate's
 * name, the academy as the issuing organisation, the year and month of issue, the certificate's
 * number as its id and its verification link as its address, each URL-encoded. Pure.
 */

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export interface LinkedInCertification {
  /** The certificate's name, as the profile lists it. */
  readonly name: string;
  readonly organization: string;
  /** 'YYYY-MM-DD'. */
  readonly issueDate: string;
  readonly number: string;
  readonly verifyUrl: string;
}

export function addToLinkedIn(certification: LinkedInCertification): string {
  const fields: ReadonlyArray<readonly [string, string]> = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', certification.name],
    ['organizationName', certification.organization],
    ['issueYear', certification.issueDate.slice(0, 4)],
    ['issueMonth', String(Number(certification.issueDate.slice(5, 7)))],
    ['certUrl', certification.verifyUrl],
    ['certId', certification.number],
  ];
  return `${LINKEDIN_ADD_TO_PROFILE}?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
