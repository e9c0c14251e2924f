import type { ComponentType } from 'react';

/** The console's picture upload a route hands a form (features/admin-content draws it; features do not import each other). */
export type PictureUploadProps = { label: string; onUploaded: (src: string) => void; disabled?: boolean };

export type PictureUploadControl = ComponentType<PictureUploadProps>;
