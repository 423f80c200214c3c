import { Box, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { SchedulerConfig } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { useElementWidth } from '../../../hooks/useElementWidth';
import { BoardLanes, type BoardLanesProps } from './BoardLanes';
import { axisLength, axisTicks, buildTimeAxis, dayColumnWidth, PX_PER_STEP } from './boardGeometry';

const TIME_COLUMN_WIDTH_PX = 56;

type Props = Omit<
  BoardLanesProps,
  'axis' | 'orientation' | 'laneSize' | 'posts' | 'nonWorkingHours' | 'defaultSeconds'
> & {
  config: SchedulerConfig;
  date: string;
};

/** The day view's grid: the hours down the left, one column per post (its name on top), the blocks in them. */
export function DayGrid({ config, date, ...lanes }: Props) {
  const axis = useMemo(
    () =>
      buildTimeAxis({
        fromDate: date,
        days: 1,
        zone: config.timezone,
        startDayHour: config.startDayHour,
        endDayHour: config.endDayHour,
        stepMinutes: config.appointmentGridStep,
        pxPerStep: PX_PER_STEP,
      }),
    [date, config.timezone, config.startDayHour, config.endDayHour, config.appointmentGridStep],
  );
  const ticks = useMemo(() => axisTicks(axis), [axis]);
  const length = axisLength(axis);
  const [gridRef, gridWidth] = useElementWidth<HTMLDivElement>();
  const columnWidth = dayColumnWidth((gridWidth ?? 0) - TIME_COLUMN_WIDTH_PX, config.posts.length);
  return (
    <Box
      ref={gridRef}
      data-testid="board-grid"
      overflow="auto"
      maxH="calc(100vh - 240px)"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
    >
      <Flex position="sticky" top="0" zIndex="6" bg="gray.50" borderBottomWidth="1px" w="max-content" minW="full">
        <Box w={`${TIME_COLUMN_WIDTH_PX}px`} flexShrink={0} />
        {config.posts.map((post) => (
          <Box
            key={post.id}
            w={`${columnWidth}px`}
            flexShrink={0}
            px="2"
            py="2"
            borderLeftWidth="1px"
            textAlign="center"
          >
            <Text fontWeight="semibold" fontSize="sm" truncate title={post.name}>
              {post.name}
            </Text>
          </Box>
        ))}
      </Flex>
      <Flex w="max-content" minW="full">
        <Box position="relative" w={`${TIME_COLUMN_WIDTH_PX}px`} h={`${length}px`} flexShrink={0} aria-hidden="true">
          {ticks.map((t) => (
            <Text
              key={t.time}
              position="absolute"
              top={`${t.px}px`}
              right="2"
              pt="0.5"
              fontSize="xs"
              color={t.hour ? 'fg' : 'fg.muted'}
              fontWeight={t.hour ? 'medium' : 'normal'}
            >
              {t.label}
            </Text>
          ))}
        </Box>
        <BoardLanes
          {...lanes}
          axis={axis}
          orientation="vertical"
          laneSize={columnWidth}
          posts={config.posts}
          nonWorkingHours={config.nonWorkingHours}
          defaultSeconds={config.appointmentDefaultDuration * 60}
        />
      </Flex>
    </Box>
  );
}
