import { createFileRoute } from '@tanstack/react-router';

// Issue 17, point 3: #/volunteer, the volunteer's home (being built).
export const Route = createFileRoute('/volunteer/_area/')({
  component: () => <h1>Volunteer</h1>,
});
