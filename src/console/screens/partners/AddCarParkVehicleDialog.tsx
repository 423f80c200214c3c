import { Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { VehicleFound } from '../../../shared/schemas/vehicles/vehicleEntity';
import { addCarParkVehicle } from '../../api/partners/partnersSearchApi';
import { findVehicles } from '../../api/vehiclesApi';
import { ViewDialogFrame } from '../../components/dialogs/ViewDialogFrame';
import { EMPTY_TEXT } from '../../components/LoadState';
import { notify } from '../../toasts/toaster';
import { CallButton } from '../orders/card/sections/CallButton';

interface Props {
  partnerId: number;
  partnerName: string;
  onClose: () => void;
  /** A vehicle was added: the car park reloads. */
  onAdded: () => void;
}

/** 'Добавить автомобиль': find vehicles by any part of the plate (POST /vehicles/find), 'Добавить' one of them. */
export function AddCarParkVehicleDialog({ partnerId, partnerName, onClose, onAdded }: Props) {
  const [plate, setPlate] = useState('');
  const [found, setFound] = useState<VehicleFound[] | null>(null);
  const search = plate.trim();

  return (
    <ViewDialogFrame
      title={`Добавить автомобиль в автопарк «${partnerName}»`}
      testId="car-park-add-dialog"
      onClose={onClose}
    >
      <Stack gap="3">
        <Flex gap="2" align="center">
          <Input
            aria-label="Гос.номер"
            placeholder="Гос.номер или его часть"
            value={plate}
            onChange={(e) => setPlate(e.target.value.toUpperCase())}
          />
          <CallButton
            label="Найти"
            size="sm"
            name="carPark.findVehicles"
            disabled={search === ''}
            run={async () => setFound(await findVehicles(search))}
          />
        </Flex>
        {found && found.length === 0 && <Text color="fg.muted">{EMPTY_TEXT}</Text>}
        {found && found.length > 0 && (
          <Table.Root size="sm" aria-label="Найденные автомобили">
            <Table.Body>
              {found.map((v) => (
                <Table.Row key={v.id}>
                  <Table.Cell>{v.number}</Table.Cell>
                  <Table.Cell>{[v.makeTitle, v.modelTitle].filter(Boolean).join(' ')}</Table.Cell>
                  <Table.Cell>{v.vin}</Table.Cell>
                  <Table.Cell>
                    <CallButton
                      label="Добавить"
                      name={`carPark.add.${v.id}`}
                      run={() => addCarParkVehicle(partnerId, v.id)}
                      onDone={() => {
                        notify({
                          type: 'success',
                          title: 'Автомобиль добавлен в автопарк',
                          description: v.number,
                        });
                        onAdded();
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </ViewDialogFrame>
  );
}
