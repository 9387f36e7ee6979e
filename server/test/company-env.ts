/**
 * A company's real contact details as a production deployment sets them: production refuses to
 * start without them (docs/decisions/056-company-details-and-uploads.md).
 */
export const COMPANY_ENV = {
  MAIL_DOMAIN: 'mail.rightsrestore.com',
  SUPPORT_PHONE: '+1 (304) 555-0142',
  COMPANY_ADDRESS: '1116 Quarrier Street, Charleston, WV 25301',
}
