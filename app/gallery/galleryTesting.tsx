import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ngoGalleryQueryOptions, useDeleteNgoPhoto, useUploadNgoPhotos } from '@/queries/galleries';
import { signIn } from '@/queries/signIn';
import { demoLogins } from '@/app/test/renderApp';
import { renderWithProviders } from '@/app/test/renderWithProviders';
import { Gallery } from './Gallery';

// The gallery tests' one fixture: Green Valley's own gallery (two demo photos) on the mock API.

const messages = {
  load: 'Failed to load gallery photos. Please try again later.',
  upload: 'Failed to upload photos. Please try again.',
  delete: 'Failed to delete photo. Please try again.',
};

function NgoGallery() {
  const upload = useUploadNgoPhotos();
  const remove = useDeleteNgoPhoto();
  return <Gallery query={ngoGalleryQueryOptions()} upload={upload} remove={remove} messages={messages} />;
}

/** Signs in as Green Valley and shows its gallery with upload and delete. */
export async function renderNgoGallery() {
  await signIn(demoLogins.ngo);
  return renderWithProviders(<NgoGallery />);
}

/** A file whose bytes start like a PNG, which the mock API takes as an image. */
export function pngFile(name: string, bytes = 64): File {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type: 'image/png' });
}

/** Holds the NGO upload until `release()`: the screen can be read while the request is under way. */
export function holdNgoUploads() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen = { count: 0 };
  server.use(
    http.post('/api/ngo/photos/upload', async () => {
      seen.count += 1;
      await held;
      return HttpResponse.json([], { status: 201 });
    }),
  );
  return { release, seen };
}
