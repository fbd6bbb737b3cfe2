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

/**
 * Wallet credits above their city's limit, waiting for a second staff member (decision 047):
 * anyone of support but the asker approves (the credit goes into the wallet) or rejects it.
 */
export function CreditApprovals() {
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
          ? `Approved: ${amount} credited to ${credit.rider_name}'s wallet.`
          : `Rejected: ${amount} for ${credit.rider_name} was not credited.`,
      ),
    );
  };

  const columns: Array<OpsColumn<WalletCredit>> = [
    {
      header: 'Rider',
      rowHeader: true,
      cell: (c) => <Link to={`riders/${c.user_id}`}>{c.rider_name}</Link>,
    },
    { header: 'Amount', cell: (c) => moneyText(c.amount, c.currency) },
    { header: 'Reason', cell: (c) => c.reason },
    { header: 'Asked by', cell: (c) => `${c.requested_by_name}, ${formatTime(c.requested_at)}` },
    {
      header: 'Decision',
      hiddenHeader: true,
      cell: (c) =>
        c.requested_by === me ? (
          <span>Waiting for another staff member</span>
        ) : (
          <span className="ops-actions">
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              aria-label={`Approve ${moneyText(c.amount, c.currency)} for ${c.rider_name}`}
              onClick={() => onDecide(c, true)}
            >
              Approve
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={decide.isPending}
              aria-label={`Reject ${moneyText(c.amount, c.currency)} for ${c.rider_name}`}
              onClick={() => onDecide(c, false)}
            >
              Reject
            </button>
          </span>
        ),
    },
  ];

  return (
    <section aria-labelledby="credit-approvals-title">
      <h2 id="credit-approvals-title">Credits waiting for approval</h2>
      <OpsFeedback alert={feedback.alert} notice={feedback.notice} />
      <OpsLoaded
        query={credits}
        loading="Loading the credits waiting for approval"
        failed="The credits waiting for approval could not be loaded."
      >
        {(rows) =>
          rows.length === 0 ? (
            <p>No credit is waiting for approval.</p>
          ) : (
            <OpsTable
              caption="Credits waiting for approval"
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
