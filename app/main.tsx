import './zodWithoutEval'; // first: before any zod code runs (see the file)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/i18n';
import { guessLanguageFromLocation } from '@/i18n/guessLanguage';
import { App } from './App';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import './styles.css';

async function start() {
  // `npm run dev:mock`: the mock API must answer before the first page asks it anything.
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  }
  await startI18n(); // the reader's catalogue, before the first render: no untranslated flash
  void guessLanguageFromLocation(); // SPEC §1: no stored language → guess from the country, without delaying the first render
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
