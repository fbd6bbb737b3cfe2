import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { opsPaths, type StaffListItem } from '@fairfare/contracts/staff';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { ExportButton } from '../../shared/ExportButton';
import { listOf, OpsListPage, type OpsColumn } from '../../shared/OpsListPage';
import { staffListQuery } from '../../shared/staffList';
import { AddStaffForm } from './AddStaffForm';
import { useSetStaffDisabled } from './api';
import { useTranslation } from 'react-i18next';

/**
 * The admin's staff list: who has which role, who is disabled; add and disable staff; export the
 * list as CSV.
 */
export function StaffPage() {
  const { t } = useTranslation('ops');
  const staff = useQuery(staffListQuery);
  const setDisabled = useSetStaffDisabled();
  const [alert, setAlert] = useState<string | null>(null);
  const toggle = (member: StaffListItem) => {
    setAlert(null);
    setDisabled.mutate(
      { staff_id: member.staff_id, disabled: !member.disabled },
      { onError: (error) => setAlert(errorText(error)) },
    );
  };
  const columns: Array<OpsColumn<StaffListItem>> = [
    { header: t('staff.name'), cell: (member) => member.name },
    { header: t('staff.email'), cell: (member) => member.email },
    {
      header: t('staff.role'),
      cell: (member) =>
        t(`roles.${member.role}`) +
        (member.city_ids.length > 0 ? ` (${member.city_ids.join(', ')})` : ''),
    },
    {
      header: t('staff.passkey'),
      cell: (member) => (member.has_passkey ? t('common.yes') : t('common.no')),
    },
    {
      header: t('staff.status'),
      cell: (member) => (member.disabled ? t('staff.disabled') : t('staff.active')),
    },
    {
      header: t('common.actions'),
      hiddenHeader: true,
      cell: (member) => (
        <button
          type="button"
          className="button button--secondary"
          disabled={setDisabled.isPending}
          onClick={() => toggle(member)}
          aria-label={t(member.disabled ? 'staff.enableWho' : 'staff.disableWho', {
            email: member.email,
          })}
        >
          {member.disabled ? t('staff.enable') : t('staff.disable')}
        </button>
      ),
    },
  ];

  return (
    <OpsListPage
      id="staff-title"
      title={t('staff.title')}
      top={
        <>
          <ExportButton
            path={opsPaths.staffExport}
            filter={{}}
            filename="staff.csv"
            what={t('staff.exportWhat')}
          />
          <FormAlert>{alert}</FormAlert>
        </>
      }
      list={listOf(staff)}
      texts={{
        loading: t('staff.loading'),
        failed: t('staff.failed'),
        caption: t('staff.caption'),
      }}
      columns={columns}
      rowKey={(member) => member.staff_id}
    >
      <AddStaffForm />
    </OpsListPage>
  );
}
