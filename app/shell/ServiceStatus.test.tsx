import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/app/test/renderWithProviders';
import { ServiceStatus } from './ServiceStatus';

describe('ServiceStatus', () => {
  it("says 'Service online' when the API and its database answer", async () => {
    renderWithProviders(<ServiceStatus />);
    const status = await screen.findByText('Service online');
    expect(status.classList).toContain('service-status--online');
  });

  it("says 'Service unavailable' when the API reports a degraded service (503)", async () => {
    server.use(http.get('/api/health/', () => HttpResponse.json({ status: 'degraded', database: 'down' }, { status: 503 })));
    renderWithProviders(<ServiceStatus />);
    const status = await screen.findByText('Service unavailable');
    expect(status.classList).toContain('service-status--unavailable');
  });

  it("says 'Service unavailable' when the API does not answer at all", async () => {
    server.use(http.get('/api/health/', () => HttpResponse.error()));
    renderWithProviders(<ServiceStatus />);
    await screen.findByText('Service unavailable');
  });

  it('says it is checking until the first answer', () => {
    renderWithProviders(<ServiceStatus />);
    expect(screen.getByRole('status').textContent).toBe('Checking service…');
  });
});
