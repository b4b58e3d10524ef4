import { http, HttpResponse } from 'msw';
import { ngoDashboardOf } from '@/contract/dashboard';
import { store } from '@/mocks/store';
import { authenticate } from './auth';

// Issue 14, point 7: the NGO dashboard's figures on the mock store, by the contract's rules (the
// server counts the same in SQL, server/dashboard/).

export const dashboardHandlers = [
  http.get('/api/portal/dashboard/', ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const own = store.events.filter((event) => event.organized_by === ngo.id);
    return HttpResponse.json(ngoDashboardOf(own, store.applications, new Date()));
  }),
];
