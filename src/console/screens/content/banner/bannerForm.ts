import type { Banner } from '../../../../shared/schemas/content/banners';

// The banner dialog's form is the shared bannerBodySchema itself (every field is text or an integer); this is the
// stored banner as the form's values.

export const bannerFormValues = (banner: Banner) => ({
  title: banner.title,
  imageUrl: banner.imageUrl,
  link: banner.link ?? undefined,
  content: banner.content || undefined,
  // As the form data carries it: a number here would make the untouched form look changed.
  sort: String(banner.sort),
});
