import { Accordion, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { usePermissions } from '../session/useSession';
import { buildMenu } from './menuItems';
import { COUNTED_PATHS, OrderCountBadge } from './OrderCountBadge';

function MenuLink({ href, title, onNavigate }: { href: string; title: string; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <ChakraLink
      asChild
      display="block"
      px="3"
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      bg={active ? 'blue.50' : undefined}
      color={active ? 'blue.800' : 'fg'}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
    >
      <Link href={href} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        {title}
        {COUNTED_PATHS[href] && <OrderCountBadge scope={COUNTED_PATHS[href]} />}
      </Link>
    </ChakraLink>
  );
}

/** Client and vehicle search on top, then the groups; items without their key are hidden. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const perms = usePermissions();
  const { top, sections } = useMemo(() => buildMenu(perms), [perms]);
  return (
    <Box as="nav" aria-label="Главное меню" data-testid="side-menu">
      <Stack gap="0.5" mb="3">
        <MenuLink href="/" title="Рабочий стол" onNavigate={onNavigate} />
        {top.map((s) => (
          <MenuLink key={s.path} href={s.path} title={s.title} onNavigate={onNavigate} />
        ))}
      </Stack>
      <Accordion.Root multiple collapsible defaultValue={['orders']} variant="plain" size="sm">
        {sections.map((section) => (
          <Accordion.Item key={section.group} value={section.group} data-testid={`menu-group-${section.group}`}>
            <Accordion.ItemTrigger px="3" cursor="pointer">
              <Text flex="1" fontWeight="semibold" fontSize="sm">
                {section.title}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody py="1">
                <Stack gap="0.5">
                  {section.items.map((s) => (
                    <MenuLink key={s.path} href={s.path} title={s.title} onNavigate={onNavigate} />
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
