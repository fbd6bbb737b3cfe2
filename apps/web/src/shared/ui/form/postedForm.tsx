import { createContext, useContext } from 'react';
import type { PostedForm } from '@fairfare/contracts/site-render';

const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/**
 * The form the rider posted as a plain form, when the service renders the page in answer (issue
 * 27, decision 035): its page's form fills its fields again and shows the service's verdict.
 */
export const PostedFormProvider = PostedFormContext.Provider;

/** The posted form of the page being rendered; none on a page that was only asked for. */
export function usePostedForm(): PostedForm | undefined {
  return useContext(PostedFormContext);
}
