import { Box, Flex, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import type { SchedulerConfig } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { BoardLanes, type BoardLanesProps } from './BoardLanes';
import {
  axisLength,
  axisTicks,
  buildTimeAxis,
  segmentLength,
  TIMELINE_PX_PER_STEP,
  TIMELINE_ROW_HEIGHT_PX,
} from './boardGeometry';

// Wide enough for a post name like «Пост 1 — подъёмник»; longer ones are cut with the whole name as a tooltip.
const POST_COLUMN_WIDTH_PX = 200;

type Props = Omit<
  BoardLanesProps,
  'axis' | 'orientation' | 'laneSize' | 'posts' | 'nonWorkingHours' | 'defaultSeconds'
> & {
  config: SchedulerConfig;
  fromDate: string;
  days: number;
};

/**
 * The timeline's grid: posts as rows, the days across, each split into its working hours; the same blocks laid flat.
 */
export function TimelineGrid({ config, fromDate, days, ...lanes }: Props) {
  const axis = useMemo(
    () =>
      buildTimeAxis({
        fromDate,
        days,
        zone: config.timezone,
        startDayHour: config.startDayHour,
        endDayHour: config.endDayHour,
        stepMinutes: config.appointmentGridStep,
        pxPerStep: TIMELINE_PX_PER_STEP,
      }),
    [fromDate, days, config.timezone, config.startDayHour, config.endDayHour, config.appointmentGridStep],
  );
  const hours = useMemo(() => axisTicks(axis).filter((t) => t.hour), [axis]);
  const federal = useMemo(() => new Map(config.federalDays.map((d) => [d.day, d.name])), [config.federalDays]);
  const length = axisLength(axis);
  return (
    <Box
      data-testid="board-grid"
      overflow="auto"
      maxH="calc(100vh - 240px)"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
    >
      <Flex position="sticky" top="0" zIndex="6" bg="gray.50" borderBottomWidth="1px" w="max-content">
        <Box w={`${POST_COLUMN_WIDTH_PX}px`} flexShrink={0} position="sticky" left="0" bg="gray.50" zIndex="1" />
        <Box position="relative" w={`${length}px`} h="48px" flexShrink={0}>
          {axis.segments.map((seg) => {
            const holiday = federal.get(seg.day);
            return (
              <Box
                key={seg.day}
                data-testid={`timeline-day-${seg.day}`}
                position="absolute"
                left={`${seg.offset}px`}
                w={`${segmentLength(axis, seg)}px`}
                top="0"
                h="24px"
                px="2"
                borderLeftWidth="2px"
                borderColor="gray.300"
                bg={holiday ? 'gray.200' : undefined}
                title={holiday ? `Федеральный выходной: ${holiday}` : undefined}
              >
                <Text fontSize="sm" fontWeight="semibold" truncate>
                  {DateTime.fromISO(seg.day).setLocale('ru').toFormat('ccc, dd.MM')}
                  {holiday ? ` — ${holiday}` : ''}
                </Text>
              </Box>
            );
          })}
          {hours.map((t) => (
            <Text
              key={t.time}
              position="absolute"
              left={`${t.px}px`}
              top="26px"
              pl="1"
              fontSize="xs"
              color="fg.muted"
              aria-hidden="true"
            >
              {t.label.slice(0, 2)}
            </Text>
          ))}
        </Box>
      </Flex>
      <Flex w="max-content">
        <Box
          w={`${POST_COLUMN_WIDTH_PX}px`}
          flexShrink={0}
          position="sticky"
          left="0"
          zIndex="4"
          bg="white"
          borderRightWidth="1px"
        >
          {config.posts.map((post) => (
            <Flex key={post.id} h={`${TIMELINE_ROW_HEIGHT_PX}px`} align="center" px="2" borderTopWidth="1px">
              <Text fontWeight="semibold" fontSize="sm" truncate title={post.name}>
                {post.name}
              </Text>
            </Flex>
          ))}
        </Box>
        <BoardLanes
          {...lanes}
          axis={axis}
          orientation="horizontal"
          laneSize={TIMELINE_ROW_HEIGHT_PX}
          posts={config.posts}
          nonWorkingHours={config.nonWorkingHours}
          defaultSeconds={config.appointmentDefaultDuration * 60}
        />
      </Flex>
    </Box>
  );
}
