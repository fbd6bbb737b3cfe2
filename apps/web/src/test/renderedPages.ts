import type { PostDetail, PostSummary } from '@fairfare/contracts/content';
import type { PublicApiCall, RenderedPage } from '@fairfare/contracts/site-render';
import type { PageState } from '../shared/pageState';
import { failed, ok } from './apiCalls';
import { geofenceMapOf, makeCity } from './cities';

/** Pages the service renders, in tests: the public endpoints' answers and the rendered page. */

export const post: PostSummary = {
  post_id: 7,
  kind: 'blog',
  slug: 'fares-explained',
  title: 'Las tarifas, explicadas',
  excerpt: 'Cómo funciona tu oferta.',
  image_path: '/images/fares.svg',
  author: 'FairFare',
  published_at: Date.UTC(2024, 4, 12, 23, 30),
  lang: 'es',
};
export const detail: PostDetail = {
  ...post,
  body: 'Tú eliges la tarifa.\n\nLos conductores responden.',
};
export const category = {
  category_id: 1,
  category_name: 'Económico',
  category_desc: 'Viajes diarios en un coche compacto.',
  seats: 4,
  icon: 'economy',
  city_id: 14,
  currency: 'CAD',
  base_fare: 3.5,
  per_km: 1.2,
  per_min: 0.3,
  min_fare: 8,
};
export const london = makeCity();

type Answer = (body: Record<string, unknown>) => Response;

/** The service's public endpoints as a rendered page reaches them, recording the calls. */
export function publicApi(answers: Record<string, Answer>) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const callApi: PublicApiCall = async (path, body) => {
    calls.push({ path, body: body as Record<string, unknown> });
    const answer = answers[path];
    const res = answer
      ? answer(body as Record<string, unknown>)
      : failed(404, 'error.routeNotFound');
    return { status: res.status, body: await res.text() };
  };
  return { callApi, calls };
}

/** The gateway's answer (`constantapi/getstripekey`): real money unless `sandbox`. */
const gateway = (mode: 'stripe' | 'sandbox') => () =>
  ok({ stripe_p_key: mode === 'stripe' ? 'pk_live_sample' : 'sandbox', mode });

export const service = ({ payments = 'stripe' }: { payments?: 'stripe' | 'sandbox' } = {}) =>
  publicApi({
    '/constantapi/getstripekey': gateway(payments),
    '/contentapi/getposts': ({ page }) => ok({ items: [post], page, limit: 6, total: 1 }),
    '/contentapi/getpost': ({ slug }) =>
      slug === detail.slug ? ok(detail) : failed(404, 'content.notFound'),
    '/categoryapi/getcategories': () => ok([category]),
    '/commonapi/getallinone': () => ok({ City: [london] }),
    '/commonapi/getgeofences': () => ok(geofenceMapOf([london])),
    '/cityapi/getcity': ({ city_id }) =>
      city_id === london.city_id ? ok(london) : failed(404, 'city.notFound'),
    '/constantapi/getconstants': () =>
      ok([{ constant_id: 1, constant_key: 'tz_offset', constant_value: '-5' }]),
    '/constantapi/getcountries': () =>
      ok([
        { country_id: 1, country_name: 'Canada', iso_code: 'CA', phone_code: '+1' },
        { country_id: 2, country_name: 'United Kingdom', iso_code: 'GB', phone_code: '+44' },
      ]),
  });

export function asPage(page: RenderedPage) {
  if (page.kind !== 'page') throw new Error('not rendered');
  return { ...page, state: page.state as PageState };
}
