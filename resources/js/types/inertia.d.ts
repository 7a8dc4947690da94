import '@inertiajs/core';
import type { FlashData, SharedProps } from '#server/http/shared-props.types';

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
    flashDataType: FlashData;
  }
}
