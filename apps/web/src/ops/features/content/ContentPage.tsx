import { Route, Routes } from 'react-router';
import { PostEditorPage } from './PostEditorPage';
import { PostListPage } from './PostListPage';

/** Content (editors and admins): the posts at /ops/content, one at /ops/content/:postId or new. */
export function ContentPage() {
  return (
    <Routes>
      <Route index element={<PostListPage />} />
      <Route path=":postId" element={<PostEditorPage />} />
    </Routes>
  );
}
