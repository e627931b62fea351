// Every table of the creative context, by area, and its migrations:
// - templates/: creative_templates (staff-made; the latest preview's output key is written by the
//   preview job's ending through templates/store.ts);
// - files/: creative_files (a template's files and the shared assets; their uploads' object keys);
//   a template's deletion removes its files through files/store.ts;
// - jobs/: creative_jobs (render jobs as listed, beside the jobs kit's own jobs table); a job reads the
//   template and its files through templates/store.ts and files/store.ts, and the projections through
//   projections/store.ts;
// - projections/: creative_known_subjects (listings and resources) and creative_known_names (customers'
//   names and logos, agents' names), fed by their events;
// - the platform's customer_references (which customers exist: a template's customer tags).
import { customerReferenceEntities, customerReferenceMigrations } from '@adops/platform';
import { templateEntities } from './templates/entities.ts';
import { fileEntities } from './files/entities.ts';
import { jobEntities } from './jobs/entities.ts';
import { projectionEntities } from './projections/entities.ts';
import { CreateCreativeTables1765000030000 } from './migrations/1765000030000-create-creative-tables.ts';

export const creativeTables = [...templateEntities, ...fileEntities, ...jobEntities, ...projectionEntities, ...customerReferenceEntities];

export const creativeMigrations = [...customerReferenceMigrations, CreateCreativeTables1765000030000];
