import type { QueryClient } from '@tanstack/react-query';
import type { ContentKind } from '@fairfare/contracts/content';
import type { Language } from '@fairfare/contracts/languages';
import { getCountriesQueryOptions } from '../../features/auth/api/get-countries';
import { getPostQueryOptions, isPostNotFound } from '../../features/content/api/get-post';
import { getPostsQueryOptions } from '../../features/content/api/get-posts';
import { parsePage } from '../../features/content/format';
import { getCategoriesQueryOptions } from '../../shared/api/categories';
import { getCityQueryOptions } from '../../domain/cities/api/getCity';
import { fetchServerCities } from '../../domain/cities/cityCache';
import { config } from '../../shared/config';
import { mergeCities, type CachedCity } from '../../domain/cities/mergeCities';
import { getConstantsQueryOptions } from '../../shared/settings/api/getConstants';
import { testModeQueryOptions } from '../../shared/settings/testMode';

/** What a page's data is loaded for: the address's parts and the page's language. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: Language;
}

/** What a page's data loader gives beyond the query answers it put into the client. */
export interface LoadedData {
  /** The cities: the cache a first visit makes of the service's answers (docs/product/states.md). */
  cities?: CachedCity[];
  /** The address names something that does not exist (an unknown post): a 404 page. */
  notFound?: boolean;
}

type LoadData = (client: QueryClient, address: PageAddress) => Promise<LoadedData>;

const nothing: LoadData = async () => ({});

/** A query asked once: a page being rendered does not wait for retries (the browser retries). */
function once<T extends object>(options: T): T & { retry: false } {
  return { ...options, retry: false };
}

/** The ride categories of the build's city and the cities (home, services). */
const categoriesAndCities: LoadData = async (client, { language }) => {
  const [, cities] = await Promise.all([
    client.prefetchQuery(once(getCategoriesQueryOptions(config.defaultCityId, language))),
    // without them the page shows the cities loading, and the browser asks
    fetchServerCities().catch((err: unknown) => {
      console.error('the cities could not be read for a page', err);
      return undefined;
    }),
  ]);
  return cities ? { cities: mergeCities([], cities.cities, cities.geofences).cities } : {};
};

/**
 * What the booking form asks first for a rider who starts afresh (the build's city): the
 * constants (time offset, radii), the city and its categories, and the cities. The form is the
 * browser's, but it mounts with them instead of re-rendering as each answer comes in, each
 * render one long task on a phone (issue 12, Total Blocking Time).
 */
const bookingForm: LoadData = async (client, address) => {
  const [loaded] = await Promise.all([
    categoriesAndCities(client, address),
    client.prefetchQuery(once(getConstantsQueryOptions())),
    client.prefetchQuery(once(getCityQueryOptions(config.defaultCityId))),
  ]);
  return loaded;
};

const postList =
  (kind: ContentKind): LoadData =>
  async (client, { search, language }) => {
    await client.prefetchQuery(
      once(getPostsQueryOptions({ kind, lang: language, page: parsePage(search.get('page')) })),
    );
    return {};
  };

const post =
  (kind: ContentKind): LoadData =>
  async (client, { params, language }) => {
    const slug = params.slug ?? '';
    const options = getPostQueryOptions({ kind, slug, lang: language });
    if (slug !== '') await client.prefetchQuery(once(options));
    return {
      notFound: slug === '' || isPostNotFound(client.getQueryState(options.queryKey)?.error),
    };
  };

const countries: LoadData = async (client) => {
  await client.prefetchQuery(once(getCountriesQueryOptions()));
  return {};
};

/**
 * The data loaders of the pages the service renders (decision 020), by the name the route table
 * gives them (router.tsx, `handle.data`), each loading what its page shows: the same queries its
 * components run, so that they find their answers in the client.
 */
export const PAGE_DATA = {
  categoriesAndCities,
  blogList: postList('blog'),
  blogPost: post('blog'),
  articleList: postList('article'),
  articlePost: post('article'),
  announcementList: postList('announcement'),
  announcementPost: post('announcement'),
  countries,
  bookingForm,
  notFound: async () => ({ notFound: true }),
} satisfies Record<string, LoadData>;

/** The name of a page's data loader in the route table. */
export type PageDataName = keyof typeof PAGE_DATA;

/**
 * The loader of `name` (nothing to load without one), with what every page shows: whether
 * payments are in test mode (the layout's banner, decision 047), so that a rendered page says it.
 */
export function pageDataLoader(name: PageDataName | undefined): LoadData {
  const load = name ? PAGE_DATA[name] : nothing;
  return async (client, address) => {
    const [loaded] = await Promise.all([
      load(client, address),
      client.prefetchQuery(once(testModeQueryOptions())),
    ]);
    return loaded;
  };
}
