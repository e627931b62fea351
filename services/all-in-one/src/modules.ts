// Every service module the embedded default runs. A new context adds its module here.
import type { ServiceModule } from '@adops/platform';
import { identityModule } from '@adops/identity';
import { customerModule } from '@adops/customer';

export const modules: ServiceModule[] = [identityModule, customerModule];
