import type { ComponentType } from 'react';

/** The console's picture upload a route hands a form (features/admin-content draws it; features do not import each other). */
/** `hint` says where the uploaded address goes (by default: into the address field beside it). */
export type PictureUploadProps = { label: string; onUploaded: (src: string) => void; disabled?: boolean; hint?: string };

export type PictureUploadControl = ComponentType<PictureUploadProps>;
