import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { userSchema, type UpdateProfileRequest, type User } from '@fairfare/contracts/users';
import { apiPost } from '../../../shared/api/client';
import { setUser } from './get-user';

/** `userapi/updateuserprofile`: names, e-mail ('' to remove it) and preferred language. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const response = await apiPost<unknown>(endpoints.users.updateProfile, body);
  return userSchema.parse(response);
}

/** Saves the profile and puts the answer in the user query's cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setUser(queryClient, user),
  });
}
