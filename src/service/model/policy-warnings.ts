import type { Company } from '../../schema/website.ts';

/** A gap in what the cookie policy can say, as website and document answers carry it (docs/decisions/policies.md#missing-company-details). */
export interface PolicyWarning {
  code: 'company_incomplete';
  field: string;
  message: string;
}

const given = (c: Company, ...keys: (keyof Company)[]) => keys.some((k) => !!c[k]?.trim());

/**
 * What the website's cookie policy cannot say for want of company details. The
 * policy itself stays whole without them (it says where visitors find the
 * operator and names no contact details that are not there); these tell the
 * owner what to add, on the answers of website writes and of the documents.
 */
export function policyWarnings(company: Company | null | undefined): PolicyWarning[] {
  const c = company ?? {};
  const warnings: PolicyWarning[] = [];
  if (!given(c, 'legal_name'))
    warnings.push({
      code: 'company_incomplete',
      field: 'company.legal_name',
      message:
        'The cookie policy names no controller: without company.legal_name it says only that the operator of the website is responsible (GDPR Art. 13(1)(a)).',
    });
  if (!given(c, 'email', 'phone', 'address', 'zip', 'city', 'state', 'country'))
    warnings.push({
      code: 'company_incomplete',
      field: 'company.email',
      message:
        'The cookie policy gives visitors no way to contact you: without company.email, company.phone or a postal address it sends them to the website’s pages for contact details.',
    });
  return warnings;
}
