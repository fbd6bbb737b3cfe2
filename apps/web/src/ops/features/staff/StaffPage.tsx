import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffListItem } from '@fairfare/contracts/staff';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { listOf, OpsListPage, type OpsColumn } from '../../shared/OpsListPage';
import { staffListQuery } from '../../shared/staffList';
import { AddStaffForm } from './AddStaffForm';
import { useSetStaffDisabled } from './api';

/** The admin's staff list: who has which role, who is disabled; add and disable staff. */
export function StaffPage() {
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
    { header: 'Name', cell: (member) => member.name },
    { header: 'E-mail', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) =>
        member.role + (member.city_ids.length > 0 ? ` (${member.city_ids.join(', ')})` : ''),
    },
    { header: 'Passkey', cell: (member) => (member.has_passkey ? 'Yes' : 'No') },
    { header: 'Status', cell: (member) => (member.disabled ? 'Disabled' : 'Active') },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (member) => (
        <button
          type="button"
          className="button button--secondary"
          disabled={setDisabled.isPending}
          onClick={() => toggle(member)}
          aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
        >
          {member.disabled ? 'Enable' : 'Disable'}
        </button>
      ),
    },
  ];

  return (
    <OpsListPage
      id="staff-title"
      title="Staff"
      top={<FormAlert>{alert}</FormAlert>}
      list={listOf(staff)}
      texts={{
        loading: 'Loading staff',
        failed: 'The staff list did not load.',
        caption: 'Staff accounts',
      }}
      columns={columns}
      rowKey={(member) => member.staff_id}
    >
      <AddStaffForm />
    </OpsListPage>
  );
}
