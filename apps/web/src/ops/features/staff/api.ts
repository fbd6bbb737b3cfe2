import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  opsPaths,
  type AddStaffRequest,
  type NewStaff,
  type StaffListItem,
} from '@fairfare/contracts/staff';
import { apiPost } from '../../../shared/api/client';
import { staffListQuery } from '../../shared/staffList';

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffRequest) => apiPost<NewStaff>(opsPaths.staffAdd, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { staff_id: number; disabled: boolean }) =>
      apiPost<StaffListItem>(opsPaths.staffSetDisabled, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
