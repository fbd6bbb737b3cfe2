import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffListItem } from '@fairfare/contracts/staff';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
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

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff</h1>
      <FormAlert>{alert}</FormAlert>
      {staff.isPending ? <Spinner inline label="Loading staff" /> : null}
      {staff.isError ? (
        <LoadError message="The staff list did not load." onRetry={() => void staff.refetch()} />
      ) : null}
      {staff.data ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Passkey</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <tr key={member.staff_id}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>
                    {member.role}
                    {member.city_ids.length > 0 ? ` (${member.city_ids.join(', ')})` : ''}
                  </td>
                  <td>{member.has_passkey ? 'Yes' : 'No'}</td>
                  <td>{member.disabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={setDisabled.isPending}
                      onClick={() => toggle(member)}
                      aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
                    >
                      {member.disabled ? 'Enable' : 'Disable'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddStaffForm />
    </section>
  );
}
