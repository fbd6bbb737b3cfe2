import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { WalletCredit } from '@fairfare/contracts/ops-support';
import { OpsFeedback, useOpsFeedback } from '../../shared/OpsFeedback';
import { OpsLoaded } from '../../shared/OpsLoaded';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { formatTime } from '../../shared/formatTime';
import { staffSessionQuery } from '../../shared/session';
import { useDecideWalletCredit, walletCreditsQuery } from './api';
import { moneyText } from './money';
import { useTranslation } from 'react-i18next';

/**
 * Wallet credits above their city's limit, waiting for a second staff member (decision 047):
 * anyone of support but the asker approves (the credit goes into the wallet) or rejects it.
 */
export function CreditApprovals() {
  const { t } = useTranslation('ops');
  const credits = useQuery(walletCreditsQuery);
  const me = useQuery(staffSessionQuery).data?.staff?.staff_id;
  const decide = useDecideWalletCredit();
  const feedback = useOpsFeedback();

  const onDecide = (credit: WalletCredit, approve: boolean) => {
    feedback.start();
    const amount = moneyText(credit.amount, credit.currency);
    decide.mutate(
      { request_id: credit.request_id, approve },
      feedback.outcome(
        approve
          ? t('support.creditApproved', { amount, rider: credit.rider_name })
          : t('support.creditRejected', { amount, rider: credit.rider_name }),
      ),
    );
  };

  const columns: Array<OpsColumn<WalletCredit>> = [
    {
      header: t('support.rider'),
      rowHeader: true,
      cell: (c) => <Link to={`riders/${c.user_id}`}>{c.rider_name}</Link>,
    },
    { header: t('support.amountHeader'), cell: (c) => moneyText(c.amount, c.currency) },
    { header: t('common.reason'), cell: (c) => c.reason },
    {
      header: t('support.askedBy'),
      cell: (c) => `${c.requested_by_name}, ${formatTime(c.requested_at)}`,
    },
    {
      header: t('support.decision'),
      hiddenHeader: true,
      cell: (c) =>
        c.requested_by === me ? (
          <span>{t('support.waitingOther')}</span>
        ) : (
          <span className="ops-actions">
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              aria-label={t('support.approveWho', {
                amount: moneyText(c.amount, c.currency),
                rider: c.rider_name,
              })}
              onClick={() => onDecide(c, true)}
            >
              {t('applications.approve')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={decide.isPending}
              aria-label={t('support.rejectWho', {
                amount: moneyText(c.amount, c.currency),
                rider: c.rider_name,
              })}
              onClick={() => onDecide(c, false)}
            >
              {t('applications.reject')}
            </button>
          </span>
        ),
    },
  ];

  return (
    <section aria-labelledby="credit-approvals-title">
      <h2 id="credit-approvals-title">{t('support.creditsTitle')}</h2>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <OpsLoaded
        query={credits}
        loading={t('support.creditsLoading')}
        failed={t('support.creditsFailed')}
      >
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('support.creditsNone')}</p>
          ) : (
            <OpsTable
              caption={t('support.creditsTitle')}
              columns={columns}
              rows={rows}
              rowKey={(c) => c.request_id}
            />
          )
        }
      </OpsLoaded>
    </section>
  );
}
