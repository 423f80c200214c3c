import { Avatar } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchAvatarBlob } from '../../api/userAdminApi';

/**
 * The user's avatar: its bytes need the token, so they are fetched and shown through an object URL, released when
 * the URL changes or the avatar leaves; the initials stand in while there is none (or it failed to load).
 */
export function UserAvatar({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!avatarUrl) return;
    let url: string | undefined;
    let dropped = false;
    fetchAvatarBlob(avatarUrl)
      .then((blob) => {
        if (dropped) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      // No picture is no error worth a toast: the initials stay.
      .catch(() => undefined);
    return () => {
      dropped = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [avatarUrl]);
  return (
    <Avatar.Root size="xl" data-testid="user-avatar">
      <Avatar.Fallback name={name} />
      {avatarUrl && src && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
