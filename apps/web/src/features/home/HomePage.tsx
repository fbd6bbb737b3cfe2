import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { lazyPart, showsLazyParts } from '../../shared/ui/lazyPart';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { PromiseSection } from './components/PromiseSection';
import './home.css';

// Below the first screen, the sections that show the service's data come with what that takes
// (the query hooks, the city cache, the response schemas and zod): they load after the page's own
// script, and a rendered page hydrates them when they are there (shared/ui/lazyPart.tsx).
const CategoriesSection = lazyPart(
  () => import('./components/CategoriesSection'),
  'CategoriesSection',
);
const CitiesSection = lazyPart(() => import('./components/CitiesSection'), 'CitiesSection');

/** The landing page (`/`): 'Find your Ride', how naming your fare works, categories, cities. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <HowItWorks />
      <Suspense fallback={null}>
        <CategoriesSection />
      </Suspense>
      <Suspense fallback={null}>
        <CitiesSection />
      </Suspense>
      <PromiseSection />
    </>
  );
}
showsLazyParts(HomePage, [CategoriesSection, CitiesSection]);
