import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { store } from '@/mocks/store';
import { clearSession } from '@/queries/session';
import { holdNgoUploads, pngFile, renderNgoGallery } from './galleryTesting';

// SPEC §2 and §5 the upload panel: chosen files with previews, removal, progress, cancel, the messages.

const picker = () => screen.getByLabelText('Choose files') as HTMLInputElement;
const chosenList = () => screen.getByRole('list', { name: 'Chosen photos' });
const ngoPhotos = () => store.gallery_photos.filter((photo) => photo.event_id === null);

async function openPanel() {
  await renderNgoGallery();
  await screen.findByRole('list', { name: 'Photos' });
  return userEvent.setup();
}

describe('the gallery upload panel', () => {
  it('lists the chosen files with a preview each, and removes one', async () => {
    const user = await openPanel();
    await user.upload(picker(), [pngFile('river.png'), pngFile('forest.png')]);

    const items = within(chosenList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('river.png'), expect.stringContaining('forest.png')]);
    expect(items.every((item) => item.querySelector('img')?.getAttribute('src')?.startsWith('blob:'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove river.png' }));
    expect(within(chosenList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('forest.png')]);
  });

  it('asks for a file when Upload is pressed with none', async () => {
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select at least one file to upload.');
  });

  it('refuses a file over 5 MB in the browser with the spec’s message', async () => {
    const user = await openPanel();
    await user.upload(picker(), pngFile('huge.png', 6 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('huge.png: File size must be less than 5MB');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  });

  it('uploads with a caption, shows the photos in the grid and empties the panel', async () => {
    const user = await openPanel();
    const before = ngoPhotos().length;
    await user.upload(picker(), [pngFile('river.png'), pngFile('forest.png')]);
    await user.type(screen.getByLabelText('Caption (optional)'), 'Spring clean-up');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('2 photos uploaded')).toBeTruthy();
    expect(ngoPhotos()).toHaveLength(before + 2);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Spring clean-up' })).toHaveLength(2));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  });

  it('shows each file’s progress while uploading, and Cancel aborts the request and keeps the files', async () => {
    const user = await openPanel();
    const upload = holdNgoUploads();
    await user.upload(picker(), [pngFile('river.png'), pngFile('forest.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress of river.png' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of forest.png' })).toBeTruthy();
    expect(within(chosenList()).getAllByText('0%')).toHaveLength(2);
    await waitFor(() => expect(upload.seen.count).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled. Your photos are still chosen.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(2);
    upload.release();
  });

  it('names the file the server refused, and stores nothing', async () => {
    const user = await openPanel();
    const before = ngoPhotos().length;
    // Named like an image, but its bytes are text: the browser lets it through, the server does not.
    const fake = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    await user.upload(picker(), [pngFile('river.png'), fake]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload failed: notes.png: Unsupported or damaged image. Supported formats: JPEG, JPG, PNG, GIF',
    );
    expect(ngoPhotos()).toHaveLength(before);
  });

  it('says the user is not authenticated when no session is stored', async () => {
    const user = await openPanel();
    clearSession();
    await user.upload(picker(), pngFile('river.png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User not authenticated');
  });
});
