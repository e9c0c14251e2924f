'use client';

// Routes compose features (STYLE.md): the settings' logos and sign-in pictures upload through features/admin-content.
import { PictureUpload } from '@/features/admin-content/components/picture-upload';
import { SettingsPage } from '@/features/admin-settings/components/settings-page';

export function SettingsPageWithUpload() {
  return <SettingsPage PictureUpload={PictureUpload} />;
}
