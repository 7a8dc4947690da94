import { describe, expect, it } from 'vitest';
import { TAX_EXEMPTION_MESSAGES, ZRejectTaxExemptionInput } from '#server/accounts/tax-exemption.schemas';
import { taxExemptionStateOf } from '#server/accounts/tax-exemption.service';

const review = {
  taxExemptCertificate: 'private/tax-certificates/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b.pdf',
  taxExemptStatus: 'pending' as const,
  taxExemptSubmittedAt: new Date('2026-11-20T18:00:00Z'),
  taxExemptApprovedAt: null,
  taxExemptRejectedAt: null,
  taxExemptRejectedReason: null,
};

describe('what the school sees of its certificate', () => {
  it('pending, approved on a date, or rejected with the reason', () => {
    expect(taxExemptionStateOf(review, 'en')).toMatchObject({ on_file: true, status: 'pending', approved: false, submitted_on: 'Nov 20, 2026', approved_on: null });
    expect(
      taxExemptionStateOf({ ...review, taxExemptStatus: 'approved', taxExemptApprovedAt: new Date('2026-11-24T03:00:00Z') }, 'en'),
    ).toMatchObject({ status: 'approved', approved: true, approved_on: 'Nov 23, 2026' });
    expect(
      taxExemptionStateOf({ ...review, taxExemptStatus: 'rejected', taxExemptRejectedAt: new Date('2026-11-24T18:00:00Z'), taxExemptRejectedReason: 'Expired' }, 'en'),
    ).toMatchObject({ status: 'rejected', approved: false, rejected_on: 'Nov 24, 2026', rejected_reason: 'Expired' });
    expect(taxExemptionStateOf({ ...review, taxExemptCertificate: null, taxExemptStatus: null }, 'en')).toMatchObject({ on_file: false, status: null });
  });

  it('writes the dates in the language it is asked for', () => {
    expect(taxExemptionStateOf(review, 'es')).toMatchObject({ submitted_on: '20 nov 2026' });
    expect(
      taxExemptionStateOf({ ...review, taxExemptStatus: 'approved', taxExemptApprovedAt: new Date('2026-11-24T03:00:00Z') }, 'es'),
    ).toMatchObject({ approved_on: '23 nov 2026' });
  });

  it('needs a reason of at most 500 characters to reject', () => {
    const base = { idempotency_key: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', expected_status: 'pending', expected_submitted_at: '2026-11-20T18:00:00.000Z' };
    expect(ZRejectTaxExemptionInput.safeParse({ ...base, reason: '' }).error!.issues[0].message).toBe(TAX_EXEMPTION_MESSAGES.reasonRequired);
    expect(ZRejectTaxExemptionInput.safeParse({ ...base, reason: 'x'.repeat(501) }).error!.issues[0].message).toBe(TAX_EXEMPTION_MESSAGES.reasonTooLong);
    expect(ZRejectTaxExemptionInput.parse({ ...base, reason: '  Expired  ' }).reason).toBe('Expired');
  });
});
