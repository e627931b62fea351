{{- define "service-lib.deployment" -}}
{{- $config := include "service-lib.configData" . -}}
{{- $env := include "service-lib.secretEnv" . | trim -}}
{{- $worker := include "service-lib.workerEnabled" . -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "service-lib.fullname" . }}
  labels:
    {{- include "service-lib.labels" . | nindent 4 }}
spec:
  {{- if not .Values.autoscaling.enabled }}
  replicas: {{ .Values.replicaCount }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "service-lib.selectorLabels" . | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 1
  template:
    metadata:
      labels:
        {{- include "service-lib.selectorLabels" . | nindent 8 }}
        app.kubernetes.io/component: {{ include "service-lib.context" . }}
        app.kubernetes.io/part-of: adops
        {{- with .Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/config: {{ $config | sha256sum }}
        {{- with .Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "service-lib.serviceAccountName" . }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      terminationGracePeriodSeconds: {{ .Values.terminationGracePeriodSeconds }}
      {{- with include "service-lib.imagePullSecrets" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      securityContext:
        {{- include "service-lib.podSecurityContext" . | nindent 8 }}
      containers:
        - name: {{ include "service-lib.context" . }}
          image: {{ include "service-lib.image" . }}
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ .Values.containerPort }}
              protocol: TCP
          {{- if $config }}
          envFrom:
            - configMapRef:
                name: {{ include "service-lib.fullname" . }}
          {{- end }}
          {{- if or $env $worker }}
          env:
            {{- with $env }}
            {{- . | nindent 12 }}
            {{- end }}
            {{- if $worker }}
            # The worker Deployment runs the jobs (service-lib.worker); these pods only enqueue them.
            - name: JOBS_RUNNER
              value: "off"
            {{- end }}
          {{- end }}
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml .Values.probes.startup | nindent 12 }}
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml .Values.probes.liveness | nindent 12 }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            {{- toYaml .Values.probes.readiness | nindent 12 }}
          lifecycle:
            preStop:
              # Keep serving while the endpoints controller and the ingress stop sending traffic.
              exec:
                command: ["sleep", "{{ .Values.preStopSleepSeconds }}"]
          resources:
            {{- toYaml .Values.resources | nindent 12 }}
          securityContext:
            {{- include "service-lib.containerSecurityContext" . | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        {{- include "service-lib.tmpVolume" . | nindent 8 }}
      {{- with include "service-lib.scheduling" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      {{- if .Values.topologySpread.enabled }}
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: {{ .Values.topologySpread.topologyKey }}
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "service-lib.selectorLabels" . | nindent 14 }}
      {{- end }}
{{- end -}}
