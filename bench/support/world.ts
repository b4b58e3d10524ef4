// The accounts and events the benchmarks make through the API, as the SPA would.
import type { EventPayload } from '@/contract/events';
import type { RegistrationRequest } from '@/contract/accounts';

/** The registration of NGO number n of a benchmark (`label` keeps benchmarks' addresses apart). */
export function registration(label: string, n: number): RegistrationRequest {
  return {
    organization_name: `${label} NGO ${n}`,
    website: 'https://green-hands.example.org',
    registration_number: `SI-${1000 + n}`,
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: `${label.toLowerCase()}-ngo${n}@example.org`,
    contact_person_phone: '+386 40 123 456',
    password: 'volunteer-123',
    confirm_password: 'volunteer-123',
    operating_countries: 'Slovenia',
    organization_offerings: ['VOLUNTEERING'],
  };
}

/** A one-off event; n spreads the names and the days (from 2030-05-04 on). */
export function eventPayload(n: number): EventPayload {
  const day = new Date(Date.UTC(2030, 4, 4 + n)).toISOString().slice(0, 10);
  return {
    eventName: `River clean-up ${n}`,
    eventDescription: 'We clear the banks of the Ljubljanica of litter.',
    startDate: `${day} 08:00:00Z`,
    endDate: `${day} 12:00:00Z`,
    markerType: 1,
    main_image_url: '',
    people_needed: 12,
    event_xp: 50,
    focus_teams_data: [1, 2],
    competences_data: ['Teamwork'],
    location: { latitude: 46.0511, longitude: 14.5051, text: 'Ljubljanica embankment, Ljubljana' },
    recurrence_type: 'none',
    recurrence_interval: 1,
  };
}
