import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { CategoriesSection } from './components/CategoriesSection';
import { CitiesSection } from './components/CitiesSection';
import { Hero } from './components/Hero';
import { HowItWorks } from './components/HowItWorks';
import { PromiseSection } from './components/PromiseSection';
import './home.css';

/** The landing page (`/`): 'Find your Ride', how naming your fare works, categories, cities. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <Hero />
      <HowItWorks />
      <CategoriesSection />
      <CitiesSection />
      <PromiseSection />
    </>
  );
}
