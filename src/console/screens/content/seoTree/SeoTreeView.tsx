import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useState } from 'react';
import type { SeoPageNode } from '../../../../shared/schemas/content/seoPages';

// The page tree: expand and collapse, select, and drag a page onto another page (or onto the root zone) to move it
// there. The page form's 'Родительская страница' select does the same from the keyboard.

const DRAG_TYPE = 'application/x-seo-page';

interface Props {
  tree: SeoPageNode[];
  selectedId: number | null;
  canMove: boolean;
  onSelect: (page: SeoPageNode) => void;
  onMove: (pageId: number, parentId: number | null) => void;
}

/** Drop handlers of a target: highlighted while a page is over it. */
function useDropTarget(canMove: boolean, onDrop: (pageId: number) => void) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => canMove && event.dataTransfer.types.includes(DRAG_TYPE);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        event.stopPropagation();
        const id = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (id > 0) onDrop(id);
      },
    },
  };
}

export function SeoTreeView({ tree, selectedId, canMove, onSelect, onMove }: Props) {
  // Collapsed pages are remembered; everything starts open so a small tree is seen whole.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const root = useDropTarget(canMove, (id) => onMove(id, null));
  return (
    <Stack gap="2">
      {tree.length === 0 ? (
        <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>
      ) : (
        <Box as="ul" role="tree" aria-label="Дерево SEO-страниц">
          {tree.map((node) => (
            <TreeNode
              key={node.id}
              node={node}
              depth={0}
              collapsed={collapsed}
              selectedId={selectedId}
              canMove={canMove}
              onToggle={toggle}
              onSelect={onSelect}
              onMove={onMove}
            />
          ))}
        </Box>
      )}
      {canMove && (
        <Box
          data-testid="seo-root-zone"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="md"
          p="2"
          fontSize="sm"
          color="fg.muted"
          bg={root.over ? 'blue.50' : undefined}
          {...root.handlers}
        >
          Перетащите страницу сюда, чтобы сделать её корневой
        </Box>
      )}
    </Stack>
  );
}

interface NodeProps {
  node: SeoPageNode;
  depth: number;
  collapsed: ReadonlySet<number>;
  selectedId: number | null;
  canMove: boolean;
  onToggle: (id: number) => void;
  onSelect: (page: SeoPageNode) => void;
  onMove: (pageId: number, parentId: number | null) => void;
}

function TreeNode({ node, depth, collapsed, selectedId, canMove, onToggle, onSelect, onMove }: NodeProps) {
  const open = !collapsed.has(node.id);
  const hasChildren = node.children.length > 0;
  const selected = node.id === selectedId;
  const drop = useDropTarget(canMove, (id) => onMove(id, node.id));
  return (
    <Box
      as="li"
      role="treeitem"
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={selected}
      listStyleType="none"
    >
      <Flex
        align="center"
        gap="1"
        pl={`${depth * 1.25}rem`}
        borderRadius="md"
        bg={drop.over ? 'blue.100' : selected ? 'blue.50' : undefined}
        draggable={canMove}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(node.id));
          event.dataTransfer.effectAllowed = 'move';
        }}
        {...drop.handlers}
      >
        <Button
          size="xs"
          variant="ghost"
          minW="6"
          visibility={hasChildren ? 'visible' : 'hidden'}
          aria-label={open ? `Свернуть «${node.title}»` : `Развернуть «${node.title}»`}
          onClick={() => onToggle(node.id)}
        >
          {open ? '▾' : '▸'}
        </Button>
        {/* A long title or path wraps inside the row, so a deep tree fits a phone. */}
        <Button
          size="sm"
          variant="ghost"
          justifyContent="flex-start"
          flexWrap="wrap"
          flex="1"
          minW="0"
          h="auto"
          minH="8"
          py="1"
          whiteSpace="normal"
          textAlign="start"
          fontWeight={selected ? 'semibold' : 'normal'}
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(node)}
        >
          {node.title}
          <Text as="span" color="fg.muted" fontSize="xs" wordBreak="break-all">
            {node.path}
          </Text>
        </Button>
      </Flex>
      {hasChildren && open && (
        <Box as="ul" role="group">
          {node.children.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              depth={depth + 1}
              collapsed={collapsed}
              selectedId={selectedId}
              canMove={canMove}
              onToggle={onToggle}
              onSelect={onSelect}
              onMove={onMove}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
