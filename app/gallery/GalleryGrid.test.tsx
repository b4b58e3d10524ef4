import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { renderNgoGallery } from './galleryTesting';

// SPEC §2 the thumbnail grid, the large view and delete; Green Valley's own gallery holds two photos.

const grid = () => screen.getByRole('list', { name: 'Photos' });
const thumbnail = (name: string) => within(grid()).getByRole('button', { name });
const largeView = () => screen.getByRole('dialog');

async function openGallery() {
  await renderNgoGallery();
  await screen.findByRole('list', { name: 'Photos' });
  return userEvent.setup();
}

describe('the gallery grid and its large view', () => {
  it('shows lazy thumbnails in fixed boxes with the captions as alt text', async () => {
    await openGallery();
    const images = within(grid()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['The Green Valley team', 'Our community garden in June']);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('calls a photo without caption "Photo N"', async () => {
    store.gallery_photos.find((photo) => photo.id === 4)!.caption = '';
    await openGallery();
    expect(thumbnail('Photo 2')).toBeTruthy();
  });

  it('opens the large view, steps with the arrow keys, closes with Escape and gives focus back', async () => {
    const user = await openGallery();
    await user.click(thumbnail('The Green Valley team'));

    expect(within(largeView()).getByText('1 of 2')).toBeTruthy();
    expect(within(largeView()).getByRole('img', { name: 'The Green Valley team' }).getAttribute('src')).toBe('/demo/gallery-green-valley-1.jpg');
    expect(largeView().contains(document.activeElement)).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(within(largeView()).getByText('2 of 2')).toBeTruthy();
    expect(within(largeView()).getByText('Our community garden in June')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(largeView()).getByText('1 of 2')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(largeView()).getByText('2 of 2')).toBeTruthy();
    await user.click(within(largeView()).getByRole('button', { name: /Previous/ }));
    expect(within(largeView()).getByText('1 of 2')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail('The Green Valley team'));
  });

  it('deletes a photo after a confirmation that says it cannot be undone', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Delete The Green Valley team' }));

    const confirm = screen.getByRole('dialog', { name: 'Delete photo' });
    expect(within(confirm).getByText('Are you sure you want to delete this photo? This cannot be undone.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Photo deleted')).toBeTruthy();
    await waitFor(() => expect(within(grid()).queryByRole('button', { name: 'The Green Valley team' })).toBeNull());
    expect(store.gallery_photos.some((photo) => photo.id === 3)).toBe(false);
  });

  it('keeps the photo when the confirmation is cancelled', async () => {
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Delete The Green Valley team' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete photo' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.gallery_photos.some((photo) => photo.id === 3)).toBe(true);
  });

  it('says so when a delete fails', async () => {
    server.use(http.delete('/api/portal/gallery/:id/', () => HttpResponse.json({ error: 'boom', code: 'internal_error' }, { status: 500 })));
    const user = await openGallery();
    await user.click(screen.getByRole('button', { name: 'Delete The Green Valley team' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete photo' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete photo. Please try again.')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    store.gallery_photos = [];
    await renderNgoGallery();
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });

  it('shows the load failure with the spec’s words', async () => {
    server.use(http.get('/api/portal/gallery/', () => HttpResponse.json({ error: 'boom', code: 'internal_error' }, { status: 500 })));
    await renderNgoGallery();
    const message = await screen.findByText('Failed to load gallery photos. Please try again later.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Failed to load gallery')).toBeTruthy();
  });
});
