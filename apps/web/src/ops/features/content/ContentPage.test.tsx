import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentOpsPaths, type StaffPost } from '@fairfare/contracts/content-admin';
import { failed, ok, stubApiCalls } from '../../../test/apiCalls';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ContentPage } from './ContentPage';

const saved: StaffPost = {
  post_id: 5,
  kind: 'announcement',
  slug: 'new-in-london',
  image_path: '/images/content/fairfare-launches-in-london-ontario.svg',
  author: 'FairFare',
  status: 'draft',
  published_at: Date.UTC(2026, 10, 27, 9),
  updated_at: Date.UTC(2026, 10, 27, 9),
  scheduled: false,
  text: {
    en: { title: 'New in London', excerpt: '', body: 'We are **here**.' },
    es: { title: 'Novedad en London', excerpt: '', body: 'Ya **llegamos**.' },
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole('group', { name });

describe('the content screens', () => {
  it('an editor writes a post in English and Spanish, saves it as a draft, previews it in Spanish and publishes it', async () => {
    const api = stubApiCalls({
      [contentOpsPaths.create]: () => ok(saved),
      [contentOpsPaths.get]: () => ok(saved),
      [contentOpsPaths.preview]: (body) =>
        ok({
          post_id: 0,
          kind: 'announcement',
          slug: body.slug,
          image_path: body.image_path,
          author: 'FairFare',
          published_at: Date.UTC(2026, 10, 27),
          lang: 'es',
          title: 'Novedad en London',
          excerpt: '',
          body: 'Ya **llegamos**.',
          body_html: '<p>Ya <strong>llegamos</strong>.</p>',
        }),
      [contentOpsPaths.publish]: () => ok({ ...saved, status: 'published' }),
    });
    renderWithProviders(<ContentPage />, { path: '/new' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(within(group('English text')).getAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo(contentOpsPaths.create)).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'New in London');
    await user.type(screen.getByLabelText('Body (Markdown)'), 'We are here.');
    expect(screen.getByLabelText('Page address')).toHaveProperty('value', 'new-in-london');
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish');
    await user.type(within(group('Spanish text')).getByLabelText('Title'), 'Novedad en London');

    // A Spanish title without a body: saving brings the Spanish text forward with its error.
    await user.selectOptions(screen.getByLabelText('Language'), 'French');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Correct the Spanish text.')).toBeTruthy();
    expect(within(group('Spanish text')).getByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByLabelText('Body (Markdown)'), 'Ya llegamos.');
    // What was typed in English is kept while another language is shown.
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'New in London');
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish');

    await user.click(screen.getByRole('button', { name: 'Preview in Spanish' }));
    const page = await screen.findByRole('region', { name: 'The page as riders will see it' });
    expect(within(page).getByRole('heading', { name: 'Novedad en London' })).toBeTruthy();
    expect(within(page).getByText('llegamos').tagName).toBe('STRONG');
    expect(api.callsTo(contentOpsPaths.preview)[0]?.body).toMatchObject({
      lang: 'es',
      text: { es: { title: 'Novedad en London' } },
    });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Edit: New in London' })).toBeTruthy();
    expect(screen.getByLabelText('Language')).toHaveProperty('value', 'es');
    expect(api.callsTo(contentOpsPaths.create)[0]?.body).toEqual({
      kind: 'announcement',
      slug: 'new-in-london',
      image_path: '/images/content/fairfare-launches-in-london-ontario.svg',
      author: 'FairFare',
      text: {
        en: { title: 'New in London', excerpt: '', body: 'We are here.' },
        es: { title: 'Novedad en London', excerpt: '', body: 'Ya llegamos.' },
      },
    });
    expect(screen.getByText('Draft')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published.')).toBeTruthy();
    expect(api.callsTo(contentOpsPaths.publish)[0]?.body).toEqual({ post_id: 5 });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('schedules a post for a time to come, and takes a published one off the site', async () => {
    const api = stubApiCalls({
      [contentOpsPaths.get]: () => ok(saved),
      [contentOpsPaths.publish]: (body) =>
        ok({ ...saved, status: 'published', scheduled: true, published_at: body.publish_at }),
      [contentOpsPaths.unpublish]: () => ok(saved),
    });
    renderWithProviders(<ContentPage />, { path: '/5' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Edit: New in London' });

    await user.type(screen.getByLabelText('Publish at'), '2099-06-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled.')).toBeTruthy();
    expect(api.callsTo(contentOpsPaths.publish)[0]?.body).toEqual({
      post_id: 5,
      publish_at: new Date(2099, 5, 1, 9, 30).getTime(),
    });
    expect(screen.getByText(/^Scheduled for Jun 1, 2099/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Back to draft.')).toBeTruthy();
    expect(api.callsTo(contentOpsPaths.unpublish)[0]?.body).toEqual({ post_id: 5 });
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('refuses to schedule in the past or with unsaved changes, and shows the service’s refusal', async () => {
    const api = stubApiCalls({
      [contentOpsPaths.get]: () => ok(saved),
      [contentOpsPaths.update]: () => failed(409, 'content.slugTaken'),
    });
    renderWithProviders(<ContentPage />, { path: '/5' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Edit: New in London' });

    await user.type(screen.getByLabelText('Publish at'), '2001-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a time to come to schedule the post.',
    );

    await user.clear(screen.getByLabelText('Page address'));
    await user.type(screen.getByLabelText('Page address'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Save your changes first/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Another post of this kind already uses this address.'),
    ).toBeTruthy();
    expect(api.callsTo(contentOpsPaths.publish)).toEqual([]);
  });

  it('uploads an image as base64 and puts its address in the post, refusing a file of another type', async () => {
    const api = stubApiCalls({
      [contentOpsPaths.uploadImage]: () => ok({ image_id: 9, image_path: '/media/content/9' }),
    });
    renderWithProviders(<ContentPage />, { path: '/new' });
    const user = userEvent.setup({ applyAccept: false });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'city.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Upload an image'), png);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Image address')).toHaveProperty('value', '/media/content/9'),
    );
    expect(api.callsTo(contentOpsPaths.uploadImage)[0]?.body).toEqual({
      content_type: 'image/png',
      data_base64: 'iVBORwEC',
    });
    // The thumbnail follows the field once the form has told its watchers.
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: "The post's image" }).getAttribute('src')).toMatch(
        /\/media\/content\/9$/,
      ),
    );

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Upload an image'), text);
    expect(
      await screen.findByText('The image must be a PNG, JPEG, WebP or GIF of at most 1 MB.'),
    ).toBeTruthy();
    expect(api.callsTo(contentOpsPaths.uploadImage)).toHaveLength(1);
  });

  it('lists posts with their status and languages, filtered', async () => {
    const api = stubApiCalls({
      [contentOpsPaths.list]: () =>
        ok([
          {
            ...saved,
            text: undefined,
            title: 'Novedad en London',
            lang: 'es',
            langs: ['en', 'es'],
            status: 'published',
            scheduled: true,
          },
        ]),
    });
    renderWithProviders(<ContentPage />, { path: '/' });
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Novedad en London' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'English, Spanish' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^Scheduled for/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Novedad en London' }).getAttribute('href')).toBe(
      '/5',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() =>
      expect(api.callsTo(contentOpsPaths.list).at(-1)?.body).toEqual({
        status: 'scheduled',
        lang: 'es',
      }),
    );
  });
});
