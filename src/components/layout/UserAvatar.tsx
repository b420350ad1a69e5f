import Box from '@mui/material/Box';
import { useState } from 'react';
import { isProfilePhotoUrl } from '@common/profile';

export const DEFAULT_AVATAR_SRC = '/avatar-default.svg';

/**
 * The user's photo, or the default avatar when there is none, when it is not a photo address the
 * product accepts (an http: one from a sign-in provider, which the page's policy would block
 * anyway: common/profile.ts) or when it fails to load. Decorative (empty alt): the name is always
 * given as text or as the button's label next to it.
 */
export function UserAvatar({ photoURL, size = 40 }: { photoURL: string | null | undefined; size?: number }) {
  // Remembering which URL failed (not just "failed") lets a new photo URL be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = isProfilePhotoUrl(photoURL) && photoURL !== failedSrc ? photoURL : DEFAULT_AVATAR_SRC;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      data-testid="user-avatar"
      referrerPolicy="no-referrer"
      onError={() => {
        if (src !== DEFAULT_AVATAR_SRC) setFailedSrc(src);
      }}
      sx={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', display: 'block', bgcolor: 'grey.300' }}
    />
  );
}
