import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Operation } from '../../../src/shared/schemas/roles/operations';
import type { PermissionRow } from '../../../src/shared/schemas/roles/permissionsAdmin';
import type { Role } from '../../../src/shared/schemas/roles/roles';

// What the roles screens' tests share: rendering inside a router at a path, and sample rows.

export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <Router hook={location.hook}>{ui}</Router>
    </ChakraProvider>,
  );
  return { ...view, location };
}

export const role = (id: number, name: string, fields: Partial<Role> = {}): Role => ({
  id,
  name,
  partnerId: null,
  partnerName: null,
  parentRoleId: null,
  parentRoleName: null,
  isTemplate: false,
  isSuperAdmin: false,
  deletedDate: null,
  ...fields,
});

export const operation = (id: number, operationKey: string, name = operationKey): Operation => ({
  id,
  operationKey,
  name,
  projectId: 1,
  projectName: 'Консоль',
});

export const permission = (operationId: number, fields: Partial<PermissionRow> = {}): PermissionRow => ({
  id: operationId * 100,
  operationId,
  operationKey: `op.${operationId}`,
  operationName: `Операция ${operationId}`,
  roleId: 7,
  roleName: 'Роль',
  userId: null,
  userFio: null,
  partnerId: null,
  partnerName: null,
  available: true,
  permissionInsert: false,
  permissionUpdate: false,
  permissionDelete: false,
  ...fields,
});
