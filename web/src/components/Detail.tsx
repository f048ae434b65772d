import { DataList } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

interface DetailProps extends ComponentProps<typeof DataList.ItemValue> {
  /** What the value is ('Patient', 'Marked by'). */
  label: string;
  /** The label column's least width, where a list lines its values up. */
  labelMinW?: string;
  children: ReactNode;
}

/** One labelled value of a record's details (inside a `DataList.Root`): the label, then the value. */
export function Detail({ label, labelMinW, children, ...valueProps }: DetailProps) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={labelMinW}>{label}</DataList.ItemLabel>
      <DataList.ItemValue {...valueProps}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
