// listing's resources (003 §3): a customer's marketing items, in some of its offices, whose media are
// assets of the customer's library, kept here by id (their URLs are built when read, as assets' are).
import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { DashboardRolesFacts, PublicUrl, ResourceVideoRef } from './rules.ts';

export interface ResourceRow {
  id: string;
  customerId: string;
  /** The offices it belongs to (a JSON array): what a branch manager's, an agent's or a branch user's scope reaches. */
  officeIds: string[];
  /** Generated, unique per customer (resources_customer_reference). */
  reference: string;
  name: string;
  title: string | null;
  message: string | null;
  description: string | null;
  type: 'IMAGES';
  /** The cropped images, in order. */
  imageIds: string[];
  /** The originals the cropped images were made from. */
  sourceImageIds: string[];
  videos: ResourceVideoRef[];
  publicUrls: PublicUrl[];
  isPublished: boolean;
  isCopiedResource: boolean;
  createdByUserId: string;
  createdByEmail: string;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const ResourceEntity = new EntitySchema<ResourceRow>({
  name: 'Resource',
  tableName: 'resources',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeIds: jsonColumn(),
    reference: stringColumn(40),
    name: stringColumn(300),
    title: stringColumn(300, true),
    message: stringColumn(2000, true),
    description: stringColumn(2000, true),
    type: stringColumn(20),
    imageIds: jsonColumn(),
    sourceImageIds: jsonColumn(),
    videos: jsonColumn(),
    publicUrls: jsonColumn(),
    isPublished: boolColumn,
    isCopiedResource: boolColumn,
    createdByUserId: refColumn(),
    createdByEmail: stringColumn(254),
    createdByName: stringColumn(200, true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/**
 * A customer's dashboard's enableCreateResourceRoles (003 §6) as the customer context's dashboard.saved /
 * deleted told them: who of its users may create resources. A customer has one dashboard at most; a
 * deleted one's row stays (roles null) so that an older save cannot revive it.
 */
export type KnownDashboardResourceRolesRow = DashboardRolesFacts;

export const KnownDashboardResourceRolesEntity = new EntitySchema<KnownDashboardResourceRolesRow>({
  name: 'KnownDashboardResourceRoles',
  tableName: 'known_dashboard_resource_roles',
  columns: {
    customerId: { ...refColumn(), primary: true },
    dashboardId: refColumn(),
    roles: jsonColumn(true),
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const resourceEntities = [ResourceEntity, KnownDashboardResourceRolesEntity];
